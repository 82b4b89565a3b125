package com.example.data

import android.content.SharedPreferences
import androidx.datastore.preferences.core.booleanPreferencesKey

class SettingsRepository(private val prefs: SharedPreferences) {
    private val darkKey = booleanPreferencesKey("dark_theme") // expect: scattered-theme-storage

    fun isNightMode(): Boolean = prefs.getBoolean("night_mode", false) // expect: scattered-theme-storage

    fun userName(): String? = prefs.getString("user_name", null)
}
