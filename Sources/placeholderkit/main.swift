import Foundation
import PlaceholderKitCLI

exit(PlaceholderKitTool.run(Array(CommandLine.arguments.dropFirst())))
