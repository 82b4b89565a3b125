import UIKit

final class SettingsViewController: UIViewController {
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "surface")!
        titleLabel.textColor = UIColor(named: "textPrimary")!
        view.layer.borderColor = UIColor(named: "border")!.cgColor
    }
}
