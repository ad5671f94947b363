const button = document.querySelector('#save');
const status = document.querySelector('#status');

button.addEventListener('click', async () => {
  status.textContent = 'Saving…';
  await save();
  status.textContent = 'Saved';
});
