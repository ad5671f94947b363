// ... existing code ...

    [HttpDelete("{name}")]
    [Authorize(Policy = "RepoAdmin")]
    [ProducesResponseType(StatusCodes.Status204NoContent)]
    [ProducesResponseType(StatusCodes.Status404NotFound)]
    public async Task<IActionResult> DeleteAsync(string owner, string repo, string name, CancellationToken ct)
    // ... existing code ...
