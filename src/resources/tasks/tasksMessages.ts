/** English texts of the tasks resource. */
export const tasksMessages = {
  name: 'Task |||| Tasks',
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    status: 'Status',
    progress: 'Progress',
    created: 'Created',
    resultUrl: 'Result',
  },
};
