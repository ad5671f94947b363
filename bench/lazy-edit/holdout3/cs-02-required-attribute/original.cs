using System.ComponentModel.DataAnnotations;

namespace Shop.Models;

public class CustomerDto
{
    public int Id { get; set; }

    public string Name { get; set; } = "";

    public string Email { get; set; } = "";

    public string? Phone { get; set; }
}
