// Forcing examples, in a file that is not the app's entry (`App.kt`): an app forced dark at launch
// has no light screens, and the other fixtures' greys would not be reported.
package com.example.app

import android.app.Application
import androidx.appcompat.app.AppCompatDelegate
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable

class ExampleApp : Application() {
    override fun onCreate() {
        super.onCreate()
        AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_YES) // expect: forced-appearance-override
    }

    fun apply(mode: Int) {
        AppCompatDelegate.setDefaultNightMode(mode)
        if (mode == 0) AppCompatDelegate.setDefaultNightMode(AppCompatDelegate.MODE_NIGHT_NO)
    }
}

@Composable
fun ExampleTheme(dark: Boolean, content: @Composable () -> Unit) {
    val scheme = if (dark) {
        darkColorScheme(primary = BrandBlue) // expect: color-rebuilt-in-body
    } else {
        lightColorScheme(primary = BrandBlue) // expect: color-rebuilt-in-body
    }
    MaterialTheme(colorScheme = scheme, content = content)
}
