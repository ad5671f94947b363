package com.acme.weather.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.weather.data.Forecast
import com.acme.weather.data.WeatherRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

sealed interface ForecastUiState {
    data object Loading : ForecastUiState
    data class Success(val forecast: Forecast) : ForecastUiState
    data class Error(val message: String) : ForecastUiState
}

class ForecastViewModel(
    private val repository: WeatherRepository,
) : ViewModel() {

    private val _state = MutableStateFlow<ForecastUiState>(ForecastUiState.Loading)
    val state: StateFlow<ForecastUiState> = _state.asStateFlow()

    fun load(city: String) {
        _state.value = ForecastUiState.Loading
        viewModelScope.launch {
            _state.value = try {
                ForecastUiState.Success(repository.forecast(city))
            } catch (e: Exception) {
                ForecastUiState.Error(e.message ?: "Unknown error")
            }
        }
    }

    fun headline(state: ForecastUiState): String = when (state) {
        ForecastUiState.Loading -> "Loading…"
        is ForecastUiState.Success -> "${state.forecast.city}: ${state.forecast.tempC}°C"
        is ForecastUiState.Error -> "Couldn't load forecast: ${state.message}"
    }
}
