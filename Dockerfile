# placeholderkit in a container, for machines that are not Linux (macOS, Windows) or
# whose Linux should not get the .deb: a slim Debian with the .deb of scripts/package
# installed, which brings its own libraries and fonts, so the container renders the same
# bytes as the .deb and the .tar.gz bundle of the same version anywhere.
#
#   scripts/package                       # on Linux: .build/package/placeholderkit_<version>_<arch>.deb
#   docker build -t placeholderkit .      # takes the .deb of the container's architecture
#   docker run --rm -v "$PWD:/work" placeholderkit verify --specs specs --snapshots Snapshots/specs
#
# The .deb is chosen by BuildKit's TARGETARCH (Debian's names: amd64, arm64), so
#
#   docker buildx build --platform linux/amd64,linux/arm64 -t placeholderkit .
#
# makes both images from .build/package/placeholderkit_*_amd64.deb and …_arm64.deb. An
# x86_64 machine's scripts/package makes the amd64 one; the arm64 one comes from
# scripts/package on arm64 Linux, or on x86_64 from an emulated arm64 Debian root:
#
#   scripts/test-in-debian-root --swift debian --arch arm64 sid --script package
#   cp .build/debian-test/sid-arm64-swiftlang-package/*.deb .build/package/
#
# (Debian's Swift builds the tool and draws the references' bytes, docs/determinism.md;
# scripts/package there is untried. The .deb's Depends: libc6 (>= …) must be met by this
# image's glibc, Debian 12's 2.36, or dpkg -i below refuses it: a .deb built in sid needs
# sid's.)
# With one .deb only, build that platform only (on Apple silicon without an arm64 .deb:
# --platform linux/amd64 to both commands). The legacy builder sets no TARGETARCH: use
# BuildKit (docker build's default since Docker 23).
FROM debian:bookworm-slim
ARG TARGETARCH
COPY .build/package/placeholderkit_*_${TARGETARCH}.deb /tmp/
# The .deb depends on libc6 alone, which the image has: dpkg installs it without apt.
RUN dpkg -i /tmp/placeholderkit_*.deb && rm /tmp/placeholderkit_*.deb && placeholderkit --version
WORKDIR /work
ENTRYPOINT ["placeholderkit"]
CMD ["--help"]
