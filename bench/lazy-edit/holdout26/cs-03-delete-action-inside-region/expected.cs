using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Acme.Web.Models;
using Acme.Web.Services;

namespace Acme.Web.Controllers
{
    [Authorize]
    [Route("account")]
    public class AccountController : Controller
    {
        private readonly IAccountService _accounts;
        private readonly IEmailConfirmation _confirmation;

        public AccountController(IAccountService accounts, IEmailConfirmation confirmation)
        {
            _accounts = accounts;
            _confirmation = confirmation;
        }

        #region Profile

        [HttpGet("profile")]
        public async Task<IActionResult> Profile()
        {
            var model = await _accounts.GetProfileAsync(User.Identity!.Name!);
            return View(model);
        }

        [HttpPost("profile")]
        [ValidateAntiForgeryToken]
        public async Task<IActionResult> Profile(ProfileViewModel model)
        {
            if (!ModelState.IsValid)
            {
                return View(model);
            }
            await _accounts.UpdateProfileAsync(User.Identity!.Name!, model);
            TempData["Status"] = "Profile updated.";
            return RedirectToAction(nameof(Profile));
        }

        #endregion

        #region Email

        [HttpGet("email/confirm")]
        [AllowAnonymous]
        public async Task<IActionResult> ConfirmEmail(string userId, string token)
        {
            var ok = await _confirmation.ConfirmAsync(userId, token);
            return View(ok ? "EmailConfirmed" : "EmailConfirmationFailed");
        }

        [HttpPost("email/resend")]
        [ValidateAntiForgeryToken]
        public async Task<IActionResult> ResendConfirmation()
        {
            await _confirmation.SendAsync(User.Identity!.Name!);
            TempData["Status"] = "Confirmation email sent.";
            return RedirectToAction(nameof(Profile));
        }

        #endregion

        #region Danger zone

        [HttpPost("delete")]
        [ValidateAntiForgeryToken]
        public async Task<IActionResult> Delete(string confirmUserName)
        {
            if (!string.Equals(confirmUserName, User.Identity!.Name, StringComparison.OrdinalIgnoreCase))
            {
                TempData["Status"] = "Type your user name to confirm account deletion.";
                return RedirectToAction(nameof(Profile));
            }
            await _accounts.DeleteAsync(User.Identity!.Name!);
            return SignOut("Cookies");
        }

        #endregion
    }
}
