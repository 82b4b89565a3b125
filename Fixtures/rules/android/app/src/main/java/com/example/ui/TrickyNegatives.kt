package com.example.ui

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontWeight

// Color(0xFF0066CC) in a comment, Color.White, Color(red = 1f, green = 0f, blue = 0f)
/* commented-out:
   val bg = if (isSystemInDarkTheme()) Color.Black else Color.White
   /* nested */ paint.color = android.graphics.Color.parseColor("#FF0000")
*/
class TrickyNegatives {
    val mask = 0xFF00FF00
    val flags = 0x0000_00FFL
    val issue = "See #1234"
    val template = "Color(0xFF0066CC) and ${mask} and $mask"
    val raw = """
        Color.White and "#FF0000".toColorInt()
    """
    val weight = FontWeight.Black
    val letter = 'c'
    val transparent = Color.Transparent
    val unspecified = Color.Unspecified
    fun `test name with Color White`() = Unit
    val size = listOf(1f, 2f, 3f)
}
