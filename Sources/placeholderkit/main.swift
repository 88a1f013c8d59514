import FoundationEssentials
import Glibc
import PlaceholderKitCLI
import PlaceholderImage

// Ctrl-C or SIGTERM during a write: remove the temporary file, exit 130 or 143.
AtomicFile.removeTemporaryFilesOnInterrupt()
// SIGPIPE ignored (a closed stdout is an error line, exit 2); arguments must be UTF-8.
if let status = RawArguments.prepareProcess() { exit(status) }
// Image-sized buffers are reused, not mapped and faulted in afresh for every image.
FreedBuffers.keep()
exit(PlaceholderKitTool.run(Array(CommandLine.arguments.dropFirst())))
