import HueLintKit
