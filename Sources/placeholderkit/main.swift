import Foundation
import PlaceholderKitCLI
import PlaceholderImage

// Ctrl-C or SIGTERM during a write: remove the temporary file, exit 130 or 143.
AtomicFile.removeTemporaryFilesOnInterrupt()
exit(PlaceholderKitTool.run(Array(CommandLine.arguments.dropFirst())))
