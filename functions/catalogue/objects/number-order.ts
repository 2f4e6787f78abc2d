/** Inventory numbers in list order: lower case, each digit run padded so 'A-2' comes before 'A-10'. */
export function numberOrder(inventoryNumber: string): string {
  return inventoryNumber
    .trim()
    .toLowerCase()
    .replace(/\d+/gu, (digits) => digits.replace(/^0+(?=\d)/u, '').padStart(20, '0'));
}
