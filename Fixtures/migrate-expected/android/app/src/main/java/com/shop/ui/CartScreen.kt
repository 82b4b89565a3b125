package com.shop.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Column
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.res.colorResource
import com.shop.R

val PriceColor = Color(0xFF333333)

@Composable
fun CartScreen() {
    val captionColor = colorResource(R.color.textSecondary)
    Column(Modifier.background(colorResource(R.color.surface))) {
        Text("Cart", color = colorResource(R.color.textPrimary))
        Text("3 items", color = captionColor)
        HorizontalDivider(color = colorResource(R.color.border))
    }
}
