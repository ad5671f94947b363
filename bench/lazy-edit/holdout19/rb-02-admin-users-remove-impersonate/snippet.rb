module Admin
  class UsersController < Admin::BaseController
    before_action :set_user, only: %i[show edit update destroy]
    before_action :require_superadmin!, only: :destroy

    # ... existing code ...

    def destroy
      @user.discard!
      AuditLog.record!(actor: current_user, action: "user.deleted", subject: @user)
      redirect_to admin_users_path, notice: "User deleted."
    end

    private

    # ... existing code ...
