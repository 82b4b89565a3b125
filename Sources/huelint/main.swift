import Foundation
import HueLintCLI

exit(HueLintCLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
