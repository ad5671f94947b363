package com.acme.travel.booking

import java.math.BigDecimal
import java.time.LocalDate
import java.time.temporal.ChronoUnit
import java.util.UUID

enum class BookingStatus { PENDING, CONFIRMED, CANCELLED }

data class Booking(
    val id: UUID,
    val hotelId: String,
    val guestName: String,
    val checkIn: LocalDate,
    val checkOut: LocalDate,
    val rooms: Int,
    val totalPrice: BigDecimal,
    val status: BookingStatus = BookingStatus.PENDING,
) {
    init {
        require(checkOut.isAfter(checkIn)) { "checkOut must be after checkIn" }
        require(rooms > 0) { "rooms must be positive" }
    }

    val nights: Long
        get() = ChronoUnit.DAYS.between(checkIn, checkOut)
}

data class BookingDto(
    val id: String,
    val hotelId: String,
    val guestName: String,
    val checkIn: String,
    val checkOut: String,
    val rooms: Int,
    val totalPrice: String,
    val status: String,
)

fun Booking.toDto(): BookingDto = BookingDto(
    id = id.toString(),
    hotelId = hotelId,
    guestName = guestName,
    checkIn = checkIn.toString(),
    checkOut = checkOut.toString(),
    rooms = rooms,
    totalPrice = totalPrice.toPlainString(),
    status = status.name,
)

fun BookingDto.toDomain(): Booking = Booking(
    id = UUID.fromString(id),
    hotelId = hotelId,
    guestName = guestName,
    checkIn = LocalDate.parse(checkIn),
    checkOut = LocalDate.parse(checkOut),
    rooms = rooms,
    totalPrice = BigDecimal(totalPrice),
    status = BookingStatus.valueOf(status),
)
