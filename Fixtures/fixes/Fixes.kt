package com.example.fixes

import androidx.compose.foundation.background
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import com.example.theme.AppTheme

@Composable
fun Fixes() {
    Text("Title", color = Color(0xFF1A1A1A))
    Text("Body", color = Color(red = 26, green = 26, blue = 26))
    Text("On accent", color = Color.White, modifier = Modifier.background(Color(0xFF0066CC)))
    val titleColor = if (isSystemInDarkTheme()) Color(0xFFF2F2F2) else Color(0xFF1A1A1A)
    Text("Scrim", modifier = Modifier.background(Color.Black.copy(alpha = 0.2f)))
    Text("Near", color = Color(0xFF1B1A1A))
    Text("Far", color = Color.Magenta)
}
