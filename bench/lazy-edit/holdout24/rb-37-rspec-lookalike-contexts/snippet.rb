# ... existing code ...
    context "when downgrading" do
      let(:new_plan) { "free" }

      # ... existing code ...

      it "records an audit event" do
        expect { change_plan.call }.to change(AuditEvent, :count).by(1)
        expect(AuditEvent.last.action).to eq("subscription.downgraded")
      end

      it "keeps the invoices of the previous plan" do
        expect { change_plan.call }.not_to change(subscription.invoices, :count)
      end
    end
# ... existing code ...
