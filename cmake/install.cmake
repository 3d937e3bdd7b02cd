# `cmake --install`: headers, libdxil_spirv (shared) and libdxil_spirv_static (static), the CLI,
# the compat library (libdxil_spirv_compat with dxil_spirv_c.h), pkg-config files and a CMake
# package (find_package(dxil_spirv)). Every installed file finds the others relative to itself,
# so `cmake --install build --prefix DIR` works for any DIR.
#   pkg-config:  dxil-spirv (shared), dxil-spirv-static, dxil-spirv-compat (compat archive +
#                shared library), dxil-spirv-compat-static
#   CMake:       dxil_spirv::dxil_spirv, dxil_spirv::dxil_spirv_static, dxil_spirv::compat,
#                dxil_spirv::compat_static
include(GNUInstallDirs)

install(TARGETS dxil_spirv dxil_spirv_static dxil_spirv_compat
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS dxil-spirv RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${CMAKE_SOURCE_DIR}/include/dxil_spirv/dxil_spirv.h ${CMAKE_SOURCE_DIR}/include/dxil_spirv/dxil_spirv.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/dxil_spirv)
# Its own directory: the header name is the reference translator's, which a system may also have.
install(FILES ${CMAKE_SOURCE_DIR}/compat/include/dxil_spirv_c.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/dxil_spirv_compat)

# What libdxil_spirv_static needs after it, as absolute paths: LLVM's static components (and
# the system libraries they use), SPIRV-Tools, SPIRV-Cross, the C++ runtime.
find_program(DXSV_LLVM_CONFIG llvm-config HINTS ${LLVM_TOOLS_BINARY_DIR} NO_DEFAULT_PATH)
execute_process(COMMAND ${DXSV_LLVM_CONFIG} --link-static --libfiles bitreader core support
                OUTPUT_VARIABLE llvm_libfiles OUTPUT_STRIP_TRAILING_WHITESPACE)
execute_process(COMMAND ${DXSV_LLVM_CONFIG} --link-static --system-libs
                OUTPUT_VARIABLE llvm_system_libs OUTPUT_STRIP_TRAILING_WHITESPACE)
separate_arguments(llvm_libfiles UNIX_COMMAND "${llvm_libfiles}")
separate_arguments(llvm_system_libs UNIX_COMMAND "${llvm_system_libs}")
set(spirv_cross_files)
if(DXSV_SPIRV_CROSS_STATIC STREQUAL "spirv-cross-c")
  foreach(part c glsl hlsl msl cpp reflect core)
    list(APPEND spirv_cross_files "$<TARGET_FILE:spirv-cross-${part}>")
  endforeach()
else()
  list(APPEND spirv_cross_files ${SPIRV_CROSS_C_LINK_LIBRARIES})
endif()
set(DXSV_STATIC_DEPS ${spirv_cross_files} "$<TARGET_FILE:SPIRV-Tools-static>" ${llvm_libfiles} ${llvm_system_libs}
    -lstdc++ -lm -lpthread)
list(JOIN DXSV_STATIC_DEPS " " DXSV_STATIC_DEPS_PC)
list(JOIN DXSV_STATIC_DEPS ";" DXSV_STATIC_DEPS_CMAKE)

# pkg-config files locate the prefix from their own directory (${pcfiledir}).
set(pc_dir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH DXSV_PC_TO_PREFIX "/root/${pc_dir}" "/root")
string(REGEX REPLACE "/$" "" DXSV_PC_TO_PREFIX "${DXSV_PC_TO_PREFIX}")
foreach(pc dxil-spirv dxil-spirv-static dxil-spirv-compat dxil-spirv-compat-static)
  configure_file(${CMAKE_CURRENT_LIST_DIR}/${pc}.pc.in ${CMAKE_BINARY_DIR}/pkgconfig/${pc}.pc.in @ONLY)
  file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/pkgconfig/${pc}.pc INPUT ${CMAKE_BINARY_DIR}/pkgconfig/${pc}.pc.in)
  install(FILES ${CMAKE_BINARY_DIR}/pkgconfig/${pc}.pc DESTINATION ${pc_dir})
endforeach()

# CMake package.
set(cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/dxil_spirv)
file(RELATIVE_PATH DXSV_CMAKE_TO_PREFIX "/root/${cmake_dir}" "/root")
include(CMakePackageConfigHelpers)
configure_file(${CMAKE_CURRENT_LIST_DIR}/dxil_spirvConfig.cmake.in ${CMAKE_BINARY_DIR}/cmake/dxil_spirvConfig.cmake.in @ONLY)
file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/cmake/dxil_spirvConfig.cmake INPUT ${CMAKE_BINARY_DIR}/cmake/dxil_spirvConfig.cmake.in)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/dxil_spirvConfigVersion.cmake COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/dxil_spirvConfig.cmake ${CMAKE_BINARY_DIR}/cmake/dxil_spirvConfigVersion.cmake
        DESTINATION ${cmake_dir})
