// ... existing code ...
            return vehicle;
        }

        [HttpGet("{id:guid}/trips")]
        [ProducesResponseType(typeof(IReadOnlyList<TripDto>), 200)]
        public async Task<ActionResult<IReadOnlyList<TripDto>>> Trips(Guid id, [FromQuery] DateTime? since, CancellationToken ct)
        {
            var trips = await _vehicles.ListTripsAsync(id, since ?? DateTime.UtcNow.AddDays(-30), ct);
            return Ok(trips);
        }

        [HttpPost]
// ... existing code ...
