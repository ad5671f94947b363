using Acme.Blog.Application.Posts;
using Acme.Blog.Web.Models;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Blog.Web.Controllers;

[ApiController]
[Route("api/posts")]
public class PostsController : ControllerBase
{
    private readonly IPostService _posts;

    public PostsController(IPostService posts)
    {
        _posts = posts;
    }

    [HttpGet]
    public async Task<ActionResult<PagedResult<PostSummary>>> List([FromQuery] int page = 1, [FromQuery] int pageSize = 20)
    {
        var result = await _posts.ListPublishedAsync(page, pageSize, HttpContext.RequestAborted);
        return Ok(result);
    }

    [HttpGet("{slug}")]
    public async Task<ActionResult<PostDetail>> Get(string slug)
    {
        var post = await _posts.GetBySlugAsync(slug, HttpContext.RequestAborted);
        if (post is null)
        {
            return NotFound();
        }
        return Ok(post);
    }

    [Authorize(Roles = "Editor")]
    [HttpPost]
    public async Task<ActionResult<PostDetail>> Create([FromBody] CreatePostRequest request)
    {
        var post = await _posts.CreateAsync(request.ToCommand(User.Identity!.Name!), HttpContext.RequestAborted);
        return CreatedAtAction(nameof(Get), new { slug = post.Slug }, post);
    }

    [Authorize(Roles = "Editor")]
    [HttpPut("{id:guid}")]
    public async Task<IActionResult> Update(Guid id, [FromBody] UpdatePostRequest request)
    {
        var updated = await _posts.UpdateAsync(id, request.ToCommand(), HttpContext.RequestAborted);
        if (!updated)
        {
            return NotFound();
        }
        return NoContent();
    }

    [Authorize(Roles = "Editor")]
    [HttpDelete("{id:guid}")]
    public async Task<IActionResult> Delete(Guid id)
    {
        var deleted = await _posts.DeleteAsync(id, HttpContext.RequestAborted);
        if (!deleted)
        {
            return NotFound();
        }
        return NoContent();
    }
}
