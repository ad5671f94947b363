using Forgekeep.Api.Contracts;
using Forgekeep.Core.Labels;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Forgekeep.Api.Controllers;

[ApiController]
[Route("api/repos/{owner}/{repo}/labels")]
public sealed class LabelsController : ControllerBase
{
    private readonly ILabelService _labels;

    public LabelsController(ILabelService labels)
    {
        _labels = labels;
    }

    [HttpGet]
    public async Task<ActionResult<IReadOnlyList<LabelDto>>> ListAsync(string owner, string repo, CancellationToken ct)
    {
        var labels = await _labels.ListAsync(owner, repo, ct);
        return Ok(labels.Select(LabelDto.From).ToList());
    }

    [HttpGet("{name}")]
    public async Task<ActionResult<LabelDto>> GetAsync(string owner, string repo, string name, CancellationToken ct)
    {
        var label = await _labels.FindAsync(owner, repo, name, ct);
        return label is null ? NotFound() : Ok(LabelDto.From(label));
    }

    [HttpPost]
    [Authorize(Policy = "RepoWrite")]
    public async Task<ActionResult<LabelDto>> CreateAsync(string owner, string repo, CreateLabelRequest request, CancellationToken ct)
    {
        var label = await _labels.CreateAsync(owner, repo, request.Name, request.Color, ct);
        return CreatedAtAction(nameof(GetAsync), new { owner, repo, name = label.Name }, LabelDto.From(label));
    }

    [HttpPatch("{name}")]
    [Authorize(Policy = "RepoWrite")]
    public async Task<ActionResult<LabelDto>> UpdateAsync(string owner, string repo, string name, UpdateLabelRequest request, CancellationToken ct)
    {
        var label = await _labels.UpdateAsync(owner, repo, name, request.NewName, request.Color, ct);
        return label is null ? NotFound() : Ok(LabelDto.From(label));
    }

    [HttpDelete("{name}")]
    [Authorize(Policy = "RepoAdmin")]
    [ProducesResponseType(StatusCodes.Status204NoContent)]
    [ProducesResponseType(StatusCodes.Status404NotFound)]
    public async Task<IActionResult> DeleteAsync(string owner, string repo, string name, CancellationToken ct)
    {
        var deleted = await _labels.DeleteAsync(owner, repo, name, ct);
        return deleted ? NoContent() : NotFound();
    }
}
