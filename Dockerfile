# placeholderkit in a container, for machines that are not Linux (macOS, Windows) or
# whose Linux should not get the .deb: a slim Debian with the .deb of scripts/package
# installed, which brings its own libraries and fonts, so the container renders the same
# bytes as the .deb and the .tar.gz bundle of the same version anywhere.
#
#   scripts/package                       # on Linux: .build/package/placeholderkit_<version>_<arch>.deb
#   docker build -t placeholderkit .      # takes the one .deb in .build/package
#   docker run --rm -v "$PWD:/work" placeholderkit verify --specs specs --snapshots Snapshots/specs
#
# The .deb's architecture must be the container's (amd64 from an x86_64 build machine;
# on Apple silicon add --platform linux/amd64 to both commands, or package on arm64 Linux).
FROM debian:bookworm-slim
COPY .build/package/placeholderkit_*.deb /tmp/
# The .deb depends on libc6 alone, which the image has: dpkg installs it without apt.
RUN dpkg -i /tmp/placeholderkit_*.deb && rm /tmp/placeholderkit_*.deb && placeholderkit --version
WORKDIR /work
ENTRYPOINT ["placeholderkit"]
CMD ["--help"]
