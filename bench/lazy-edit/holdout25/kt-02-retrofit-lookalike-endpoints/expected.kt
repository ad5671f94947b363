package com.acme.weather.network

import com.acme.weather.network.model.CurrentConditions
import com.acme.weather.network.model.ForecastResponse
import com.acme.weather.network.model.GeoResult
import kotlinx.serialization.json.Json
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.logging.HttpLoggingInterceptor
import retrofit2.Retrofit
import retrofit2.converter.kotlinx.serialization.asConverterFactory
import retrofit2.http.GET
import retrofit2.http.Query
import java.util.concurrent.TimeUnit

interface WeatherApi {

    @GET("v1/current")
    suspend fun current(
        @Query("lat") latitude: Double,
        @Query("lon") longitude: Double,
        @Query("units") units: String = "metric",
    ): CurrentConditions

    @GET("v1/forecast")
    suspend fun forecast(
        @Query("lat") latitude: Double,
        @Query("lon") longitude: Double,
        @Query("days") days: Int = 7,
        @Query("hourly") hourly: Boolean = false,
        @Query("units") units: String = "metric",
    ): ForecastResponse

    @GET("v1/geo/search")
    suspend fun searchLocations(
        @Query("q") query: String,
        @Query("limit") limit: Int = 10,
    ): List<GeoResult>
}

object WeatherApiFactory {

    private const val BASE_URL = "https://api.example-weather.com/"

    private val json = Json {
        ignoreUnknownKeys = true
        explicitNulls = false
    }

    fun create(apiKey: String, debug: Boolean = false): WeatherApi {
        val client = OkHttpClient.Builder()
            .connectTimeout(10, TimeUnit.SECONDS)
            .readTimeout(20, TimeUnit.SECONDS)
            .addInterceptor { chain ->
                val request = chain.request().newBuilder()
                    .header("X-Api-Key", apiKey)
                    .build()
                chain.proceed(request)
            }
            .apply {
                if (debug) {
                    addInterceptor(HttpLoggingInterceptor().apply {
                        level = HttpLoggingInterceptor.Level.HEADERS
                        redactHeader("X-Api-Key")
                    })
                }
            }
            .build()

        return Retrofit.Builder()
            .baseUrl(BASE_URL)
            .client(client)
            .addConverterFactory(json.asConverterFactory("application/json".toMediaType()))
            .build()
            .create(WeatherApi::class.java)
    }
}
