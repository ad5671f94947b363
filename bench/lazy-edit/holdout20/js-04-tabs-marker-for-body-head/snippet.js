// ... existing code ...
	function renderItem(item) {
		// ... existing code ...
		remove.textContent = '\u00d7';

		var edit = document.createElement('button');
		edit.type = 'button';
		edit.className = 'todo-edit';
		edit.setAttribute('aria-label', 'Edit ' + item.title);
		edit.textContent = '\u270e';

		li.appendChild(checkbox);
		li.appendChild(label);
		li.appendChild(edit);
		li.appendChild(remove);
		return li;
	}
// ... existing code ...
		list.addEventListener('click', function (event) {
			// ... existing code ...
			var id = li.dataset.id;
			if (event.target.classList.contains('todo-remove')) {
				items = items.filter(function (i) { return i.id !== id; });
			} else if (event.target.classList.contains('todo-edit')) {
				var current = items.find(function (i) { return i.id === id; });
				var next = window.prompt('Edit task', current.title);
				if (next && next.trim()) {
					current.title = next.trim();
				}
			} else if (event.target.classList.contains('todo-toggle')) {
// ... existing code ...
