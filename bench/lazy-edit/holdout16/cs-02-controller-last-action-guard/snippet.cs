// ... existing code ...
    [HttpDelete("{id:int}")]
    [Authorize(Roles = "Admin")]
    public async Task<IActionResult> Delete(int id)
    {
        var category = await _db.Categories.FindAsync(id);
        if (category is null)
        {
            return NotFound();
        }
        if (await _db.Products.AnyAsync(p => p.CategoryId == id))
        {
            return Conflict(new { message = "Category still has products." });
        }
        _db.Categories.Remove(category);
        await _db.SaveChangesAsync();
        return NoContent();
    }
}
