package com.shop.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Column
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import com.shop.R

val PriceColor = Color(0xFF333333)

@Composable
fun CartScreen() {
    val captionColor = if (isSystemInDarkTheme()) Color(0xFFCCCCCC) else Color(0xFF666666)
    Column(Modifier.background(Color(0xFFF5F5F7))) {
        Text("Cart", color = Color(0xFF333333))
        Text("3 items", color = captionColor)
        HorizontalDivider(color = Color(0xFFDEDEDE))
    }
}
