        // ... existing code ...

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

        // ... existing code ...
