# ... existing code ...
    context "with an unknown email" do
      # ... existing code ...

      it "redirects to the login page" do
        post password_resets_path, params: { email: "nobody@example.com" }
        expect(response).to redirect_to(login_path)
      end

      it "shows the same notice as for a known email" do
        post password_resets_path, params: { email: "nobody@example.com" }
        expect(flash[:notice]).to eq("If that address exists, we've sent reset instructions.")
      end
    end
  end

  # ... existing code ...
