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

        [HttpGet("email/legacy-confirm")]
        [AllowAnonymous]
        [Obsolete("Links from emails sent before March 2023. Remove after the grace period.")]
        public IActionResult LegacyConfirm(string code)
        {
            return RedirectToAction(nameof(ConfirmEmail), new { userId = code.Split(':')[0], token = code.Split(':')[1] });
        }

        #endregion

        #region Danger zone

        [HttpPost("delete")]
        [ValidateAntiForgeryToken]
        public async Task<IActionResult> Delete()
        {
            await _accounts.DeleteAsync(User.Identity!.Name!);
            return SignOut("Cookies");
        }

        #endregion
    }
}
