package com.acme.weather.ui.forecast

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.weather.data.ForecastRepository
import com.acme.weather.data.LocationProvider
import com.acme.weather.model.DailyForecast
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class ForecastUiState(
    val isLoading: Boolean = false,
    val cityName: String? = null,
    val days: List<DailyForecast> = emptyList(),
    val errorMessage: String? = null,
)

@HiltViewModel
class ForecastViewModel @Inject constructor(
    private val repository: ForecastRepository,
    private val locationProvider: LocationProvider,
    savedStateHandle: SavedStateHandle,
) : ViewModel() {

    private val cityId: String? = savedStateHandle["cityId"]

    private val _state = MutableStateFlow(ForecastUiState())
    val state: StateFlow<ForecastUiState> = _state.asStateFlow()

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(isLoading = true, errorMessage = null) }
            val id = cityId ?: locationProvider.nearestCityId()
            val forecast = repository.dailyForecast(id, days = 7)
            _state.update {
                it.copy(
                    isLoading = false,
                    cityName = forecast.cityName,
                    days = forecast.days,
                )
            }
        }
    }

    fun dismissError() {
        _state.update { it.copy(errorMessage = null) }
    }
}
