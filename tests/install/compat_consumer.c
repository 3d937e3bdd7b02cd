/* Installed compat-library consumer: converts a DXIL file through the dxil_spv_* API (as a
 * layer would, without remappers) and prints the SPIR-V size. Built by install_test.sh. */
#include <dxil_spirv_c.h>
#include <stdio.h>
#include <string.h>

static void logger(void* userdata, dxil_spv_log_level level, const char* message) {
  (void)userdata;
  (void)level;
  fputs(message, stderr);
}

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  FILE* f = fopen(argv[1], "rb");
  if (!f) return 2;
  static unsigned char data[1 << 20];
  size_t size = fread(data, 1, sizeof(data), f);
  fclose(f);
  dxil_spv_set_thread_log_callback(logger, NULL);
  dxil_spv_begin_thread_allocator_context();
  dxil_spv_parsed_blob blob = NULL;
  dxil_spv_converter converter = NULL;
  dxil_spv_compiled_spirv spirv;
  int ok = dxil_spv_parse_dxil_blob(data, size, &blob) == DXIL_SPV_SUCCESS &&
           dxil_spv_parsed_blob_get_shader_stage(blob) == DXIL_SPV_STAGE_COMPUTE &&
           dxil_spv_create_converter(blob, &converter) == DXIL_SPV_SUCCESS &&
           dxil_spv_converter_run(converter) == DXIL_SPV_SUCCESS &&
           dxil_spv_converter_get_compiled_spirv(converter, &spirv) == DXIL_SPV_SUCCESS;
  unsigned x = 0, y = 0, z = 0;
  if (ok) dxil_spv_converter_get_compute_workgroup_dimensions(converter, &x, &y, &z);
  if (ok) printf("dxil_spv: %zu bytes, workgroup %u x %u x %u\n", spirv.size, x, y, z);
  dxil_spv_converter_free(converter);
  dxil_spv_parsed_blob_free(blob);
  dxil_spv_end_thread_allocator_context();
  return ok ? 0 : 1;
}
