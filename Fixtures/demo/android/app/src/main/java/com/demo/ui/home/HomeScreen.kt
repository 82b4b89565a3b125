package com.demo.ui.home

import androidx.compose.foundation.background
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Column
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import com.demo.R

@Composable
fun HomeScreen() {
    val subtitleColor = if (isSystemInDarkTheme()) Color.LightGray else Color.DarkGray
    Column(Modifier.background(MaterialTheme.colorScheme.surface)) {
        Text("Welcome", color = MaterialTheme.colorScheme.onSurface)
        Text("Your week at a glance", color = subtitleColor)
        Text("50% off", color = Color.White, modifier = Modifier.background(Color(0xFFFF3B30)))
        Text("New", color = Color(0xFF33994D))
        androidx.compose.material3.HorizontalDivider(color = Color.LightGray)
    }
}
