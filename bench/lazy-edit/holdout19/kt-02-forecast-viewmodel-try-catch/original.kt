package com.example.weather.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.weather.data.ForecastRepository
import com.example.weather.data.Location
import com.example.weather.model.Forecast
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class ForecastUiState(
    val loading: Boolean = false,
    val location: Location? = null,
    val forecast: Forecast? = null,
    val errorMessage: String? = null,
)

class ForecastViewModel(
    private val repository: ForecastRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(ForecastUiState())
    val state: StateFlow<ForecastUiState> = _state.asStateFlow()

    fun load(location: Location) {
        _state.update { it.copy(loading = true, location = location, errorMessage = null) }
        viewModelScope.launch {
            val forecast = repository.forecastFor(location)
            _state.update { it.copy(loading = false, forecast = forecast) }
        }
    }

    fun refresh() {
        val location = _state.value.location ?: return
        load(location)
    }

    fun dismissError() {
        _state.update { it.copy(errorMessage = null) }
    }
}
