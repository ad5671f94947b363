using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Tasks.Api.Contracts;
using Tasks.Api.Services;

namespace Tasks.Api.Controllers;

[ApiController]
[Route("api/projects/{projectId:guid}/tasks")]
[Authorize]
public class TasksController : ControllerBase
{
    private readonly ITaskService _tasks;

    public TasksController(ITaskService tasks)
    {
        _tasks = tasks;
    }

    [HttpGet]
    public async Task<ActionResult<IReadOnlyList<TaskDto>>> List(Guid projectId, [FromQuery] bool includeCompleted = false)
    {
        var items = await _tasks.ListAsync(projectId, includeCompleted, HttpContext.RequestAborted);
        return Ok(items);
    }

    [HttpGet("{taskId:guid}")]
    public async Task<ActionResult<TaskDto>> Get(Guid projectId, Guid taskId)
    {
        var task = await _tasks.GetAsync(projectId, taskId, HttpContext.RequestAborted);
        if (task is null)
        {
            return NotFound();
        }
        return Ok(task);
    }

    [HttpPost]
    public async Task<ActionResult<TaskDto>> Create(Guid projectId, CreateTaskRequest request)
    {
        var task = await _tasks.CreateAsync(projectId, request, HttpContext.RequestAborted);
        return CreatedAtAction(nameof(Get), new { projectId, taskId = task.Id }, task);
    }

    [HttpPut("{taskId:guid}")]
    public async Task<ActionResult<TaskDto>> Update(Guid projectId, Guid taskId, UpdateTaskRequest request)
    {
        var task = await _tasks.UpdateAsync(projectId, taskId, request, HttpContext.RequestAborted);
        if (task is null)
        {
            return NotFound();
        }
        return Ok(task);
    }

    [HttpPost("{taskId:guid}/complete")]
    public async Task<ActionResult<TaskDto>> Complete(Guid projectId, Guid taskId)
    {
        var task = await _tasks.CompleteAsync(projectId, taskId, HttpContext.RequestAborted);
        if (task is null)
        {
            return NotFound();
        }
        return Ok(task);
    }

    [HttpDelete("{taskId:guid}")]
    public async Task<IActionResult> Delete(Guid projectId, Guid taskId)
    {
        var deleted = await _tasks.DeleteAsync(projectId, taskId, HttpContext.RequestAborted);
        return deleted ? NoContent() : NotFound();
    }
}
