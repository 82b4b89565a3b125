package com.example.ui.profile

import androidx.compose.foundation.background
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.tooling.preview.Preview

private val Highlight = Color(0xFFFFC107) // a named constant: a local token, which the audit lists

@Composable
fun ProfileScreen(user: User, modifier: Modifier = Modifier) {
    val darkTheme = isSystemInDarkTheme()
    val cardColor = if (darkTheme) Color(0xFF1E1E1E) else Color(0xFFFAFAFA) // expect: color-scheme-conditional
    Column(modifier.background(cardColor)) {
        Text(
            text = user.name,
            color = MaterialTheme.colorScheme.onSurface,
            fontWeight = FontWeight.Black,
        )
        Text(text = user.bio, color = Color.Gray) // expect: direct-palette-reference
        Text(text = "Since ${user.year}", color = Color(red = 0.4f, green = 0.4f, blue = 0.45f)) // Kotlin channel colours: reported only with reportKotlinChannelColors
        Icon(user.badge, contentDescription = null, tint = Color.White.copy(alpha = 0.8f)) // white icon on the badge: fixed contrast
        Text(text = "\$5 #FF0000 Color.Red", color = Highlight)
    }
}

@Composable
fun StatusDot(online: Boolean) {
    val dot = when {
        isSystemInDarkTheme() -> Color.LightGray // expect: color-scheme-conditional
        else -> Color.DarkGray
    }
    val fill = if (online) Color(0xFF34C759) else Color.Transparent // expect: hex-color-literal
    Column(Modifier.background(fill)) { Text("•", color = dot) }
}

@Preview
@Composable
private fun ProfilePreview() {
    Column(Modifier.background(Color.White)) { // expect: direct-palette-reference
        ProfileScreen(User.sample)
    }
}

// Preview data: only previews read it, so its colours are findings in the preview context.
class BadgeTintProvider : PreviewParameterProvider<Color> {
    override val values = sequenceOf(Color.Red, Color.Blue) // expect: direct-palette-reference
}

// A component's colours, declared by its palette-named type's constructor: definitions.
data class ProfileCardColors(
    val container: Color = Color.White,
    val content: Color = Color.Black,
)

// The same in a type that is not a palette: the defaults are hardcoded at the use site.
data class ProfileBadge(val tint: Color = Color.Red) // expect: direct-palette-reference

// An expression-bodied preview has no braces; its colours are still in the preview context.
@Preview
@Composable
private fun ProfileBadgePreview() = ProfileBadge(
    tint = Color(0xFF6200EE), // expect: hex-color-literal
)

private fun badgeTint() = Color(0xFF6200EE) // expect: hex-color-literal

// Only previews call this helper: its colours are preview code.
@Preview
@Composable
private fun ProfileTintPreview() = ProfileTintSample()

@Composable
private fun ProfileTintSample() = ProfileBadge(tint = Color(0xFF03DAC5)) // expect: hex-color-literal

// A helper the screen uses too stays code.
private fun sharedTint() = Color(0xFF018786) // expect: hex-color-literal

@Composable
fun ProfileTintRow() = ProfileBadge(tint = sharedTint())
