package com.example.weather.ui

import androidx.compose.runtime.Immutable
import com.example.weather.data.Forecast
import com.example.weather.data.WeatherCode
import java.time.LocalDate
import java.time.format.TextStyle
import java.util.Locale
import kotlin.math.roundToInt

@Immutable
data class DayForecastUi(
    val date: LocalDate,
    val label: String,
    val highC: Int,
    val lowC: Int,
    val icon: WeatherIcon,
    val precipitationChance: Int,
)

enum class WeatherIcon {
    CLEAR,
    PARTLY_CLOUDY,
    CLOUDY,
    RAIN,
    SNOW,
    THUNDERSTORM,
    FOG,
}

fun WeatherCode.toIcon(): WeatherIcon = when (this) {
    WeatherCode.CLEAR_SKY, WeatherCode.MAINLY_CLEAR -> WeatherIcon.CLEAR
    WeatherCode.PARTLY_CLOUDY -> WeatherIcon.PARTLY_CLOUDY
    WeatherCode.OVERCAST -> WeatherIcon.CLOUDY
    WeatherCode.FOG, WeatherCode.RIME_FOG -> WeatherIcon.FOG
    WeatherCode.DRIZZLE, WeatherCode.RAIN, WeatherCode.RAIN_SHOWERS -> WeatherIcon.RAIN
    WeatherCode.SNOW, WeatherCode.SNOW_SHOWERS -> WeatherIcon.SNOW
    WeatherCode.THUNDERSTORM -> WeatherIcon.THUNDERSTORM
}

fun Forecast.toUi(today: LocalDate, locale: Locale = Locale.getDefault()): List<DayForecastUi> =
    days.map { day ->
        DayForecastUi(
            date = day.date,
            label = when (day.date) {
                today -> "Today"
                today.plusDays(1) -> "Tomorrow"
                else -> day.date.dayOfWeek.getDisplayName(TextStyle.SHORT, locale)
            },
            highC = day.maxTemperature.roundToInt(),
            lowC = day.minTemperature.roundToInt(),
            icon = day.weatherCode.toIcon(),
            precipitationChance = day.precipitationProbability ?: 0,
        )
    }
