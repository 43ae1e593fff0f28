import Foundation

/// Navigation files of another tool, of N screens, for timing `flowgraph
/// import`: each screen has three actions (a push forward, a modal, one
/// far ahead), every fifth takes an argument, and every screen a deep link.
enum ImportInputs {
    /// A Jetpack navigation graph of `count` fragments.
    static func jetpack(destinations count: Int) -> String {
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <navigation xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                android:id="@+id/main" app:startDestination="@id/screen0">

            """
        for index in 0..<count {
            xml +=
                "    <fragment android:id=\"@+id/screen\(index)\" android:name=\"com.example.Screen\(index)Fragment\""
            xml += " android:label=\"Screen \(index)\">\n"
            if index % 5 == 1 { xml += "        <argument android:name=\"itemId\" app:argType=\"long\" />\n" }
            for step in [1, 2, 7] {
                let target = (index + step) % count
                let popUpTo = step == 7 ? " app:popUpTo=\"@id/screen\(index)\"" : ""
                xml +=
                    "        <action android:id=\"@+id/go\(step)From\(index)\" app:destination=\"@id/screen\(target)\"\(popUpTo) />\n"
            }
            xml += "        <deepLink app:uri=\"example://app/screens/\(index)\" />\n"
            xml += "    </fragment>\n"
        }
        return xml + "</navigation>\n"
    }

    /// A storyboard of `count` scenes, the first in a navigation controller.
    static func storyboard(scenes count: Int) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
                <scenes>
                    <scene sceneID="nav-scene"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="vc0" kind="relationship" relationship="rootViewController" id="root"/></connections>
                        </navigationController>
                    </objects></scene>

            """
        for index in 0..<count {
            xml += "        <scene sceneID=\"scene\(index)\"><objects>\n"
            xml += "            <viewController storyboardIdentifier=\"Screen\(index)\" id=\"vc\(index)\""
            xml += " customClass=\"Screen\(index)ViewController\" sceneMemberID=\"viewController\">\n"
            xml += "                <connections>\n"
            for (step, kind) in [(1, "show"), (2, "presentation"), (7, "show")] {
                xml += "                    <segue destination=\"vc\((index + step) % count)\" kind=\"\(kind)\""
                xml += " identifier=\"go\(step)\" id=\"segue\(index)-\(step)\"/>\n"
            }
            xml += "                </connections>\n            </viewController>\n        </objects></scene>\n"
        }
        return xml + "    </scenes>\n</document>\n"
    }
}
