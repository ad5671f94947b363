# ... existing code ...
      it "allows admins" do
        create(:collaborator, repository: repository, user: user, role: :admin)

        expect(checker.can_push?("main")).to be(true)
      end

      it "allows users on the rule's bypass list" do
        create(:collaborator, repository: repository, user: user, role: :write)
        rule.bypass_users << user

        expect(checker.can_push?("main")).to be(true)
      end

      it "allows the owner" do
        # ... existing code ...
      end
    end
    # ... existing code ...
    it "is false for protected branches" do
      # ... existing code ...
    end

    it "is true for unprotected branches with write access" do
      create(:collaborator, repository: repository, user: user, role: :write)

      expect(checker.can_delete?("feature/x")).to be(true)
    end
  end
end
