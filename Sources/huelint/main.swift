import Foundation
import HueLintKit

exit(HueLintCLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
