import UIKit

final class SettingsViewController: UIViewController {
    private let titleLabel = UILabel()
    private let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.textColor = UIColor(red: 26/255, green: 26/255, blue: 26/255, alpha: 1) // expect: raw-color-initializer
        badge.backgroundColor = UIColor(hexString: "#FF3B30") // expect: hex-color-literal
        badge.layer.borderColor = UIColor.white.cgColor // expect: direct-palette-reference
        navigationController?.navigationBar.barStyle = .black
        let blur = UIBlurEffect(style: .dark)
        _ = blur
        titleLabel.tintColor = traitCollection.userInterfaceStyle == .dark ? .lightGray : .darkGray // expect: color-scheme-conditional
        let isDarkMode = UserDefaults.standard.bool(forKey: "isDarkMode") // expect: scattered-theme-storage
        overrideUserInterfaceStyle = isDarkMode ? .dark : .light
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        badge.layer.shadowColor = UIColor.black.cgColor // a black shadow is technique
        badge.layer.cornerRadius = 4
    }
}
