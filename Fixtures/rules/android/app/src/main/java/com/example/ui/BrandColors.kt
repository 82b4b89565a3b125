package com.example.ui

import androidx.compose.ui.graphics.Color

// A palette file by structure: made of colour declarations, wherever it lives.
object BrandColors {
    val Primary = Color(0xFF0066CC)
    val OnPrimary = Color.White
    val Surface = Color(red = 0.98f, green = 0.98f, blue = 0.98f)
}

val Color.Companion.BrandAccent: Color
    get() = Color(0xFFFF9500)
