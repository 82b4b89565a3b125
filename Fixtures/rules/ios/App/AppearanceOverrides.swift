// Forcing examples, in a file that is not the app's entry (`SceneDelegate.swift`): an app forced dark
// at launch has no light screens, and the other fixtures' greys would not be reported.
import UIKit
import SwiftUI

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.overrideUserInterfaceStyle = .dark // expect: forced-appearance-override
        window.rootViewController = UIHostingController(rootView: RootView())
        self.window = window
    }

    func apply(_ choice: AppearanceChoice) {
        switch choice {
        case .system: window?.overrideUserInterfaceStyle = .unspecified
        case .light: window?.overrideUserInterfaceStyle = .light
        case .dark: window?.overrideUserInterfaceStyle = .dark
        }
    }
}

enum AppearanceChoice { case system, light, dark }

struct RootView: View {
    var body: some View {
        Text("Inbox")
            .foregroundColor(Color(UIColor { $0.userInterfaceStyle == .dark ? .label : .secondaryLabel })) // expect: color-rebuilt-in-body
    }
}

final class GaugeView: UIView {
    private static let track = UIColor { $0.userInterfaceStyle == .dark ? .systemGray : .systemGray4 } // a dynamic provider defines an adaptive colour

    override func draw(_ rect: CGRect) {
        GaugeView.track.setStroke()
        let needle = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .white : .black }) // expect: color-rebuilt-in-body
        needle.setFill()
    }
}
