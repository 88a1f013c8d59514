import CMalloc

/// How the tool's allocator keeps the image buffers it frees. Each render, verify and diff
/// allocates a few buffers of an image's size (the cairo surface, its straight RGBA copy,
/// the decoded reference), and glibc hands out buffers that large as fresh mappings that
/// it unmaps on free, so every one was page-faulted and zeroed again by the kernel:
/// verifying 2,000 small references spent as much time there as in inflating them.
/// Buffers up to ``keptBytes`` come from the heap instead, and freed memory stays with the
/// process for the next one (its peak is what the run needed at once, as before).
public enum FreedBuffers {
    /// The largest buffer kept: glibc's ceiling for the threshold (32 MB on 64-bit).
    static let keptBytes: Int32 = 32 << 20
    /// Free memory at the heap's top kept rather than returned to the system.
    static let untrimmedBytes: Int32 = 1 << 30

    /// Sets the allocator so; call once, before the first image.
    public static func keep() {
        _ = mallopt(M_MMAP_THRESHOLD, keptBytes)
        _ = mallopt(M_TRIM_THRESHOLD, untrimmedBytes)
    }
}
