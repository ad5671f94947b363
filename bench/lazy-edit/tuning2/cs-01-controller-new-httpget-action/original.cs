using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Acme.Fleet.Api.Contracts;
using Acme.Fleet.Application.Vehicles;

namespace Acme.Fleet.Api.Controllers
{
    [ApiController]
    [Route("api/vehicles")]
    [Authorize]
    public class VehiclesController : ControllerBase
    {
        private readonly IVehicleService _vehicles;

        public VehiclesController(IVehicleService vehicles)
        {
            _vehicles = vehicles;
        }

        [HttpGet]
        public async Task<ActionResult<IReadOnlyList<VehicleDto>>> List([FromQuery] string? depot, CancellationToken ct)
        {
            var vehicles = await _vehicles.ListAsync(depot, ct);
            return Ok(vehicles);
        }

        [HttpGet("{id:guid}")]
        [ProducesResponseType(typeof(VehicleDto), 200)]
        [ProducesResponseType(404)]
        public async Task<ActionResult<VehicleDto>> Get(Guid id, CancellationToken ct)
        {
            var vehicle = await _vehicles.FindAsync(id, ct);
            if (vehicle is null)
            {
                return NotFound();
            }
            return vehicle;
        }

        [HttpPost]
        [Authorize(Roles = "FleetManager")]
        public async Task<ActionResult<VehicleDto>> Create([FromBody] CreateVehicleRequest request, CancellationToken ct)
        {
            var created = await _vehicles.CreateAsync(request, ct);
            return CreatedAtAction(nameof(Get), new { id = created.Id }, created);
        }

        [HttpDelete("{id:guid}")]
        [Authorize(Roles = "FleetManager")]
        public async Task<IActionResult> Retire(Guid id, CancellationToken ct)
        {
            var retired = await _vehicles.RetireAsync(id, ct);
            return retired ? NoContent() : NotFound();
        }
    }
}
