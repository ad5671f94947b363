/* global document, window */
(function () {
	'use strict';

	var STORAGE_KEY = 'todo-items-v2';

	function loadItems() {
		try {
			var raw = window.localStorage.getItem(STORAGE_KEY);
			return raw ? JSON.parse(raw) : [];
		} catch (e) {
			return [];
		}
	}

	function saveItems(items) {
		window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
	}

	function renderItem(item) {
		var li = document.createElement('li');
		li.className = 'todo-item' + (item.done ? ' is-done' : '');
		li.dataset.id = item.id;

		var checkbox = document.createElement('input');
		checkbox.type = 'checkbox';
		checkbox.checked = item.done;
		checkbox.className = 'todo-toggle';

		var label = document.createElement('span');
		label.className = 'todo-label';
		label.textContent = item.title;

		var remove = document.createElement('button');
		remove.type = 'button';
		remove.className = 'todo-remove';
		remove.setAttribute('aria-label', 'Remove ' + item.title);
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

	function render(list, items) {
		list.innerHTML = '';
		items.forEach(function (item) {
			list.appendChild(renderItem(item));
		});
		document.querySelector('.todo-count').textContent = items.filter(function (i) {
			return !i.done;
		}).length + ' left';
	}

	document.addEventListener('DOMContentLoaded', function () {
		var list = document.querySelector('.todo-list');
		var form = document.querySelector('.todo-form');
		var items = loadItems();

		form.addEventListener('submit', function (event) {
			event.preventDefault();
			var input = form.querySelector('input[name="title"]');
			var title = input.value.trim();
			if (!title) {
				return;
			}
			items.push({ id: Date.now().toString(36), title: title, done: false });
			input.value = '';
			saveItems(items);
			render(list, items);
		});

		list.addEventListener('click', function (event) {
			var li = event.target.closest('.todo-item');
			if (!li) {
				return;
			}
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
				items.forEach(function (i) {
					if (i.id === id) {
						i.done = !i.done;
					}
				});
			}
			saveItems(items);
			render(list, items);
		});

		render(list, items);
	});
})();
