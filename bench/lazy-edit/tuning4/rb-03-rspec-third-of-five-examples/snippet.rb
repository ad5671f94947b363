# ... existing code ...
    it "matches nested branches with a double-star pattern" do
      nested = described_class.new(repo, pattern: "release/**", required_approvals: 2)
      expect(rule.applies_to?("release/1.0/hotfix")).to be(false)
      expect(nested.applies_to?("release/1.0/hotfix")).to be(true)
    end
# ... existing code ...
