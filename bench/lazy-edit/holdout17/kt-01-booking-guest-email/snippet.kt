// ... existing code ...
data class Booking(
    val id: UUID,
    val hotelId: String,
    val guestName: String,
    val guestEmail: String? = null,
    val checkIn: LocalDate,
    // ... existing code ...

data class BookingDto(
    val id: String,
    val hotelId: String,
    val guestName: String,
    val guestEmail: String?,
    val checkIn: String,
    // ... existing code ...

fun Booking.toDto(): BookingDto = BookingDto(
    id = id.toString(),
    hotelId = hotelId,
    guestName = guestName,
    guestEmail = guestEmail,
    checkIn = checkIn.toString(),
    // ... existing code ...

fun BookingDto.toDomain(): Booking = Booking(
    id = UUID.fromString(id),
    hotelId = hotelId,
    guestName = guestName,
    guestEmail = guestEmail,
    checkIn = LocalDate.parse(checkIn),
    // ... existing code ...
