/* Installed-library consumer: converts a DXIL file through dxil-spirv's C API and prints the
 * SPIR-V word count. Built against an installed prefix by install_test.sh. */
#include <dxil_spirv/dxil_spirv.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  FILE* f = fopen(argv[1], "rb");
  if (!f) return 2;
  static unsigned char data[1 << 20];
  size_t size = fread(data, 1, sizeof(data), f);
  fclose(f);
  dxsv_result result = NULL;
  dxsv_status status = dxsv_convert(data, size, NULL, &result);
  size_t words = 0;
  const uint32_t* code = dxsv_result_spirv(result, &words);
  if (status != DXSV_SUCCESS || !code || code[0] != 0x07230203u) {
    fprintf(stderr, "conversion failed: %s\n", dxsv_result_error(result));
    return 1;
  }
  printf("dxil-spirv: %zu words\n", words);
  dxsv_result_destroy(result);
  return 0;
}
