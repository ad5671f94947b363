using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

// ... existing code ...
    [HttpDelete("{id}")]
    [Authorize(Roles = "admin")]
    public IActionResult Delete(int id) => NoContent();
}
